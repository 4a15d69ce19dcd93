// Runs in a worker thread, so its requests go out and its answers come back on time while the server,
// on the test's thread, is busy with bcrypt (PGlite runs it there): a flooding client and a reader as
// separate programs would see them. Plain JavaScript: a worker loads it without the TypeScript loader.
import { request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { port, anonKey, token, floodSize } = workerData;

function post(fn, args, from) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `/rest/v1/rpc/${fn}`,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { apikey: anonKey, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text ? JSON.parse(text) : null }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(args));
  });
}

let signInsDone = 0;
let firstBack;
const back = new Promise((resolve) => (firstBack = resolve));
// every email a different unknown one: each costs a full bcrypt, and none reaches its lockout
const flood = Array.from({ length: floodSize }, (_, i) =>
  post('docs_sign_in', { email: `flood${i}@example.com`, password: 'wrong password' }, '127.0.0.2').then((answer) => {
    if (answer.status !== 429) signInsDone++;
    firstBack();
    return answer;
  }),
);
// the flood is at the server once its first answer is back
await back;
// ordering, not wall-clock time: how many of the flood's sign-ins finished while each fetch waited
const waitedBehind = [];
const fetches = [];
for (let i = 0; i < 3; i++) {
  const before = signInsDone;
  fetches.push((await post('docs_file', { token, path: 'manifest.json' }, '127.0.0.1')).status);
  waitedBehind.push(signInsDone - before);
}
const answers = await Promise.all(flood);
parentPort.postMessage({ waitedBehind, fetches, signInsDone, answers });
