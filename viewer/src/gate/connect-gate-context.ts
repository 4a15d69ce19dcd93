import { createContext } from 'react';
import { connectGate, type GateConnection } from './connect-gate.ts';

/** How the app reaches the gate; component tests provide a fake connection here. */
export const ConnectGateContext = createContext<() => Promise<GateConnection>>(connectGate);
