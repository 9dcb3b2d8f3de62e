import type { ToolSet } from 'ai';
import { createStudyTools, MAX_TOOL_STEPS, type ToolDeps } from './assistant.tools.ts';
import { studyContextOptions } from './study-engine.ts';

/**
 * What the chat pipeline uses of the assistant: its study tools over the bible and library read ports,
 * how many tool steps an answer may take, and the context the offline study engine reads from the
 * provider options (the question, the selection). app.ts wires it.
 */
export const createAssistantService = (deps: ToolDeps) => ({
  tools: (translation: string): ToolSet => createStudyTools(deps, translation),
  maxToolSteps: MAX_TOOL_STEPS,
  contextOptions: studyContextOptions,
});

export type AssistantService = ReturnType<typeof createAssistantService>;
