import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface IdpProcess {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop: () => Promise<void>;
}

/** Starts test/oidc-idp.ts in a child process and resolves once it listens. */
export const startIdp = async (redirects: string[]): Promise<IdpProcess> => {
  const clientId = 'emmaus-test';
  const clientSecret = 'emmaus-test-secret-0123456789';
  const args = [
    '--import',
    'tsx',
    'test/oidc-idp.ts',
    '--client-id',
    clientId,
    '--client-secret',
    clientSecret,
  ];
  for (const r of redirects) args.push('--redirect', r);
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('identity provider did not start')), 20_000);
    child.once('exit', (code) => reject(new Error(`identity provider exited (${code})`)));
    if (!child.stdout) return reject(new Error('no stdout'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('issuer=')) return;
      clearTimeout(timer);
      resolve(line.slice('issuer='.length));
    });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
