import { DEFAULT_CARE_RESOURCES } from '../../../../common/src/care/care-resources.ts';
import type { ModuleContext } from '../module-context.ts';
import { createCareService } from './care.service.ts';

/** Care for a reader in crisis (issue 29): home and chat ask it before anything else. */
export const wireCare = (ctx: ModuleContext) => ({
  care: createCareService(ctx.config.careResources ?? DEFAULT_CARE_RESOURCES),
});
