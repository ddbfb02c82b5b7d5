// What `npm run check-host -- --help` prints: the command, what it trusts, and its options with
// their defaults (limits.ts).
import { DEFAULT_LIMITS, UNANSWERED_IN_A_ROW } from "./limits";

export const USAGE = `usage: npm run check-host -- <base URL> [options]

Checks the host at <base URL> (its origin, and the path it is mounted under) against the contract
of docs/host-api.md. It asks only addresses under <base URL>, sends its cookies nowhere else and
follows no redirect; an address a host's answer names elsewhere is a deviation, never asked. Point
it at a test host with test accounts: it sends every write of the contract in ways a host must
refuse, and with --writes, writes it undoes.

  --reviewer email:password    sign in as a reviewer (a test account); given twice, the second is
                               an account whose data the first must never see (without it, the
                               arbitrator is that account)
  --arbitrator email:password  sign in as an arbitrator
  --writes                     write on the first reviewer's account (a store followed, helpful
                               votes given), each undone
  --timeout <seconds>          the longest one request may take, its body read whole
                               (default ${DEFAULT_LIMITS.requestSeconds}); one that takes longer is a deviation
  --max-body <bytes>           the largest body read (default ${DEFAULT_LIMITS.bodyBytes},
                               ${DEFAULT_LIMITS.bodyBytes / 1024 / 1024} MiB); a larger one is a deviation, left unread
  --max-time <seconds>         the longest the whole run may take (default ${DEFAULT_LIMITS.runSeconds}); what is left
                               then is not asked, and the run is a deviation; ${UNANSWERED_IN_A_ROW} requests in a row
                               without an answer end it too
  --json                       the report as one JSON object, for a CI
  --help                       this

Exits 0 when the host keeps the contract, 1 when there is any deviation, 2 when this command is
given wrong.`;
