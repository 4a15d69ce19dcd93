import { render } from '@testing-library/react';
import { App } from '../../../viewer/src/app.tsx';
import type { GateConnection } from '../../../viewer/src/gate/connect-gate.ts';
import { ConnectGateContext } from '../../../viewer/src/gate/connect-gate-context.ts';
import { CREDENTIALS_KEY } from '../../../src/contracts/gate-contract.ts';
import { FakeGate, READER } from './fake-gate.ts';

/** Renders the whole app at `path` over a fake gate (the network boundary); optionally already signed in. */
export function renderApp({
  path = '/',
  gate = new FakeGate(),
  signedIn = false,
  connection,
}: {
  path?: string;
  gate?: FakeGate;
  signedIn?: boolean;
  connection?: GateConnection;
} = {}) {
  history.replaceState(null, '', path);
  if (signedIn) {
    const token = gate.openSession();
    localStorage.setItem(
      CREDENTIALS_KEY,
      JSON.stringify({ email: READER.email, token, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }),
    );
  }
  const connect = () => Promise.resolve(connection ?? { gate });
  const view = render(
    <ConnectGateContext.Provider value={connect}>
      <App />
    </ConnectGateContext.Provider>,
  );
  return { ...view, gate };
}
