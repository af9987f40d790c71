/**
 * Ends a contract's hold from a shell, until the operations console does it
 * (features/contracts/holdDecisions.ts, the same code as POST /admin/contracts/:id/hold-decision):
 *
 *   npm run hold:decide -w functions -- <contractId> release|complete|refund --reason "理由"
 *
 * It runs on the configuration of the environment it is started in: in production set what the
 * function has (STORE_ADAPTER=firestore, STRIPE_ADAPTER=http, STRIPE_SECRET_KEY, GCLOUD_PROJECT,
 * GOOGLE_APPLICATION_CREDENTIALS, and the rest of functions/.env). Locally it works on
 * emulator-data/local: stop `npm start` first (its embedded store owns that file while it runs).
 */
import { loadConfig } from '../config';
import { buildLocalDeps } from '../localDeps';
import { decideHold, HOLD_DECISIONS, type HoldDecision } from '../features/contracts/holdDecisions';
import { handleStripeEvent } from '../features/webhooks/service';
import { LocalStripe } from '../adapters/stripe/local';
import { isDocId } from '../ids';

const USAGE = `usage: npm run hold:decide -w functions -- <contractId> ${HOLD_DECISIONS.join('|')} --reason "..."`;

async function main(argv: string[]): Promise<void> {
  const at = argv.indexOf('--reason');
  const reason = at >= 0 ? (argv[at + 1] ?? '').trim() : '';
  const [contractId, decision] = argv.filter((a, i) => !a.startsWith('--') && i !== at + 1);
  if (!contractId || !isDocId(contractId) || !HOLD_DECISIONS.includes(decision as HoldDecision) || !reason) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const deps = buildLocalDeps(loadConfig());
  const local = deps.stripe instanceof LocalStripe ? deps.stripe : null;
  // Locally the stand-in's events (the refund's charge.refunded) are handled here, as the server would.
  local?.setWebhookTarget(async (d) => {
    await handleStripeEvent(deps, local.constructEvent(Buffer.from(d.payload), d.signature, d.endpoint), d.endpoint);
  });
  await decideHold(deps, contractId, decision as HoldDecision, reason, 'shell');
  await local?.flush();
  console.log(`contract ${contractId}: ${decision} (${reason})`);
}

main(process.argv.slice(2)).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
