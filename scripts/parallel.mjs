// Runs npm scripts at the same time and fails if any fails: for checks that are independent and each
// use one core (ESLint, one tsc program). Each script's output is printed whole when it ends, so the
// logs do not interleave. Usage: node scripts/parallel.mjs <script> <script> ...
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(scripts.map((script) => new Promise((resolve) => {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('close', (code) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`\n> ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${output}`);
    resolve(code ?? 1);
  });
})));
process.exit(results.some((code) => code !== 0) ? 1 : 0);
