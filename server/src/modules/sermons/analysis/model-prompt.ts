import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverPath } from '../../../paths.ts';

/** The sermon-analysis prompt files in use (server/prompts/README.md explains the versioning). */
export const SERMON_PROMPT_VERSION = 'v1';

const folder = serverPath('prompts');
const read = (name: string) =>
  readFileSync(join(folder, `${name}.${SERMON_PROMPT_VERSION}.md`), 'utf8').trim();
const files = {
  instructions: read('sermon-analysis-instructions'),
  input: read('sermon-analysis-input'),
};

export const sermonInstructions = (): string => files.instructions;

/** One chunk's input prompt: `{{name}}` filled once each (a transcript's own braces stay as spoken). */
export const sermonInput = (values: { title: string; part: number; parts: number; transcript: string }) =>
  files.input.replace(/\{\{(\w+)\}\}/g, (_, name: keyof typeof values) => String(values[name] ?? ''));
