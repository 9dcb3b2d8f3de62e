import data from './care-model.json' with { type: 'json' };
import type { CareModel } from './care-model.ts';

/** The trained care model (`npm run train:care` writes care-model.json). */
export const CARE_MODEL = data as CareModel;
