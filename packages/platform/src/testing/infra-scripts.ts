import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export type InfraComponent = 'postgres' | 'redis' | 'kafka';

/**
 * Stops or starts one server of this machine with scripts/infra (fault tests only: they run
 * alone, after every other suite). `env` may point the scripts at another instance, such as a
 * brand-new Kafka: MISE_INFRA_DIR, MISE_KAFKA_PORT. The script runs in a session of its own,
 * so a server started here outlives the test process and whatever signals its group.
 */
export function infraScript(
  action: 'up' | 'down',
  component: InfraComponent,
  env: Record<string, string> = {},
): Promise<void> {
  const script = `scripts/infra/${action}.sh`;
  return new Promise((resolve, reject) => {
    const run = spawn('setsid', ['--wait', 'bash', script, component], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 180_000,
    });
    let errors = '';
    run.stderr.on('data', (chunk) => (errors += chunk));
    run.on('error', reject);
    run.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${script} ${component} failed (${code ?? signal}): ${errors}`));
    });
  });
}

/** Whether the fault tests may stop and start servers: CI says so with MISE_INFRA_SCRIPTS=1. */
export const infraScriptsAllowed = () => process.env.MISE_INFRA_SCRIPTS === '1';
