import { runExpressionBench } from './expression.bench.js';
import { runStartupBench } from './startup.bench.js';

// Benchmarks print figures; they never fail a build. Run with `npm run bench` after `npm run build`.
await runStartupBench();
runExpressionBench();
