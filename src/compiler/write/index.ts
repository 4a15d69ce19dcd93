export {
  writeOutput,
  OutputSink,
  threadedOutputSink,
  type OutputEntry,
  type OutputState,
  type WriteResult,
  type WriteOptions,
} from './write-output.ts';
