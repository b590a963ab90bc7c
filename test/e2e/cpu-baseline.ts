// A setup file of the browser tests: notes the CPU the test process has spent before each file
// begins, so that `e2e.cpu_s` (E2E_CPU=1) is the file's own while a lane's files share a worker.
import { markFileStart } from './harness.ts';

if (process.env.E2E_CPU) markFileStart();
