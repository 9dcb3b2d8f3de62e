import { careOf } from '../../../common/src/care/care-detect.ts';
import type { CareModel } from '../../../common/src/care/care-model.ts';
import { DEFAULT_CARE_RESOURCES, regionOf, resourcesFor } from '../../../common/src/care/care-resources.ts';
import type { Care } from '../../../common/src/contracts/care.ts';

const cardFor = (question: string, model?: CareModel): Care | undefined => {
  const found = careOf(question, model);
  if (!found) return undefined;
  const region = regionOf(typeof navigator === 'undefined' ? undefined : navigator.languages);
  return { kind: found.kind, resources: resourcesFor(DEFAULT_CARE_RESOURCES, found.kind, region) };
};

/**
 * The card for a question, recognised here by the patterns alone, with the lines that ship in the app:
 * shown at once, before the server answers. The server's answer then brings its own assessment (with
 * the model) and the lines its operator configured.
 */
export const localCare = (question: string): Care | undefined => cardFor(question);

/**
 * Offline, the patterns and the trained model (a separate chunk, loaded on first use and kept by the
 * service worker like the rest of the app).
 */
export const offlineCare = async (question: string): Promise<Care | undefined> => {
  const found = localCare(question);
  if (found) return found;
  const { CARE_MODEL } = await import('../../../common/src/care/care-model-data.ts');
  return cardFor(question, CARE_MODEL);
};
