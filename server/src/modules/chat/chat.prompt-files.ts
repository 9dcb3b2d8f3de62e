import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverPath } from '../../paths.ts';

/** The prompt files in use (server/prompts/README.md explains the versioning). */
export const PROMPT_VERSION = 'v1';

const folder = serverPath('prompts');
const read = (name: string) => readFileSync(join(folder, `${name}.${PROMPT_VERSION}.md`), 'utf8').trim();
const files = { instructions: read('instructions'), input: read('input') };

/** What a model is asked first when the reader may be in danger (issue 29). */
export const careInstructions = read('care');

export interface PromptInput {
  translation: string;
  passage: string;
  selected: string;
  chapter_text: string;
  commentary: string;
  plan_step: string;
  transcript: string;
  question: string;
}

/**
 * Fills `{{name}}` placeholders; `{{#name}}…{{/name}}` keeps its inside only when `name` is not empty,
 * so a prompt never carries empty headings.
 */
export const renderTemplate = (template: string, values: Record<string, string>): string =>
  template
    .replace(/\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, (_, name: string, inner: string) =>
      values[name]?.trim() ? inner : '',
    )
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** Guardrails, then the perspective's instructions, then the profile's. */
export const instructionsPrompt = (
  perspective: { name: string; instructions: string },
  profile: { name: string; instructions: string },
): string =>
  [
    files.instructions,
    `## Perspective: ${perspective.name}\n\n${perspective.instructions.trim()}`,
    `## The reader: ${profile.name}\n\n${profile.instructions.trim()}`,
  ].join('\n\n');

export const inputPrompt = (input: PromptInput): string => renderTemplate(files.input, { ...input });
