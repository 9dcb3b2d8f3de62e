import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A module's .conf as key → values (keys may repeat, e.g. GlobalOptionFilter). */
export type ModuleConf = Map<string, string[]>;

export const readConf = (swordPath: string, confFile: string): ModuleConf => {
  const conf: ModuleConf = new Map();
  let last = '';
  for (const line of readFileSync(join(swordPath, 'mods.d', confFile), 'utf8').split('\n')) {
    if (line.startsWith('#') || line.startsWith('[')) continue;
    const m = /^([A-Za-z0-9_.]+)=(.*)$/.exec(line);
    if (m?.[1] && m[2] !== undefined) {
      last = m[1];
      conf.set(last, [...(conf.get(last) ?? []), m[2].trim()]);
    } else if (last && line.trim() && conf.get(last)) {
      // A continuation line (a trailing backslash in SWORD confs); append it to the last value.
      const vals = conf.get(last)!;
      vals[vals.length - 1] = `${vals[vals.length - 1] ?? ''} ${line.trim()}`;
    }
  }
  return conf;
};

export const confValue = (conf: ModuleConf, key: string): string | undefined => conf.get(key)?.[0];

/**
 * Debian's sword-comm-mhcc declares ModDrv=zCom4, but its index files have zCom's 10-byte entries
 * (zCom4 uses 12). SWORD then reads garbage. Without touching system files, we build a private
 * SWORD_PATH whose mods.d holds a corrected copy of the conf and whose modules/ links to the real data.
 */
export const fixedSwordPath = (swordPath: string, confFile: string): string => {
  const conf = readConf(swordPath, confFile);
  if (confValue(conf, 'ModDrv') !== 'zCom4') return swordPath;
  const dataPath = confValue(conf, 'DataPath') ?? '';
  const bzv = ['ot.bzv', 'nt.bzv'].map((f) => join(swordPath, dataPath, f)).find((f) => existsSync(f));
  const size = bzv ? statSync(bzv).size : 0;
  const looksLikeZCom = size > 0 && size % 10 === 0 && size % 12 !== 0;
  if (!looksLikeZCom) return swordPath;
  const dir = join(tmpdir(), `emmaus-sword-${process.pid}`);
  mkdirSync(join(dir, 'mods.d'), { recursive: true });
  const modules = join(dir, 'modules');
  if (!existsSync(modules)) symlinkSync(join(swordPath, 'modules'), modules);
  const text = readFileSync(join(swordPath, 'mods.d', confFile), 'utf8').replace(
    /^ModDrv=zCom4\s*$/m,
    'ModDrv=zCom',
  );
  writeFileSync(join(dir, 'mods.d', confFile), text);
  return dir;
};

export interface ImpEntry {
  key: string;
  body: string;
}

/** Exports a module with libsword-utils' mod2imp and splits it into `$$$key` entries. */
export const exportModule = async (swordPath: string, module: string): Promise<ImpEntry[]> => {
  const { stdout } = await run('mod2imp', [module], {
    env: { ...process.env, SWORD_PATH: swordPath },
    maxBuffer: 512 * 1024 * 1024,
    encoding: 'utf8',
  });
  const entries: ImpEntry[] = [];
  const parts = stdout.split(/^\$\$\$/m);
  for (const part of parts) {
    if (!part) continue;
    const nl = part.indexOf('\n');
    const key = (nl < 0 ? part : part.slice(0, nl)).trim();
    const body = nl < 0 ? '' : part.slice(nl + 1).replace(/\n$/, '');
    entries.push({ key, body });
  }
  return entries;
};

/** Parses a verse key printed by mod2imp ("I Samuel 3:10") into its SWORD book name, chapter and verse. */
export const parseVerseKey = (key: string): { book: string; chapter: number; verse: number } | undefined => {
  const m = /^(.+) (\d+):(\d+)$/.exec(key);
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  return { book: m[1], chapter: Number(m[2]), verse: Number(m[3]) };
};
