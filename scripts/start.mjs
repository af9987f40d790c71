#!/usr/bin/env node
// `npm start`: the whole app locally on the embedded defaults — Firebase Auth emulator, the API
// (embedded store seeded from emulator-data/, local LINE/Stripe/partner stand-ins) and the web dev
// server with @line/liff-mock. Open http://127.0.0.1:5173 (add ?mockUser=<id> to be another user).
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'auth', command: 'firebase emulators:start --only auth --project demo-salonworks', prefixColor: 'yellow' },
    {
      name: 'api',
      command: 'npm run dev -w functions',
      prefixColor: 'cyan',
      env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
    },
    { name: 'web', command: 'npm run dev -w web', prefixColor: 'magenta' },
    // The demo admin of the operations console (README "Demo users"): the claim is set in the Auth
    // emulator, which forgets it when it stops, so at every start once the emulator answers.
    {
      name: 'admin',
      command:
        'node -e "const go=()=>fetch(\'http://127.0.0.1:9099/\').then(()=>process.exit(0),()=>setTimeout(go,500));go()" && npm run admin:grant -w functions -- Udemo-admin',
      prefixColor: 'gray',
    },
  ],
  // The admin grant ends once done; only a server's failure stops the others.
  { killOthersOn: ['failure'], restartTries: 0 },
);

setTimeout(() => {
  console.log('\n  サロンワークス (local): http://127.0.0.1:5173\n  Demo users: see README.md ("Demo users")\n');
}, 4000);

result.catch(() => process.exit(1));
