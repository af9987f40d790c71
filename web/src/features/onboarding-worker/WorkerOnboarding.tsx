/** Replaced by the worker registration wizard (issue 3). */
export default function WorkerOnboarding({ onExit }: { onExit: () => void }) {
  return <button onClick={onExit}>戻る</button>;
}
