/** Replaced by the client registration wizard (issue 3). */
export default function ClientOnboarding({ onExit }: { onExit: () => void }) {
  return <button onClick={onExit}>戻る</button>;
}
