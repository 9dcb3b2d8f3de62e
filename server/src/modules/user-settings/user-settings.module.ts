import type { GuidanceService } from '../guidance/guidance.service.ts';
import type { ModuleContext } from '../module-context.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import { registerUserSettingsRoutes } from './user-settings.routes.ts';
import { createUserSettingsService } from './user-settings.service.ts';

/** A reader's profile, perspective and other settings (kept on the user row). */
export const wireUserSettings = (
  ctx: ModuleContext,
  deps: { users: UsersService; usersRepo: UsersRepository; guidance: GuidanceService },
) => {
  const settings = createUserSettingsService(deps.usersRepo, deps.guidance);
  registerUserSettingsRoutes(ctx.app, deps.users, settings);
  return { settings };
};
