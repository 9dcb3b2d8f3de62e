import { careOf, supportOf } from '../../../../common/src/care/care-detect.ts';
import { CARE_MODEL } from '../../../../common/src/care/care-model-data.ts';
import { regionOf, resourcesFor } from '../../../../common/src/care/care-resources.ts';
import { quotesAVerse } from '../../../../common/src/care/quoted-verse.ts';
import type { Care, CareResource, Support } from '../../../../common/src/contracts/care.ts';

export interface CareAssessment {
  /** The reader may be in danger: the card comes first, whatever else is answered. */
  care?: Care;
  /** Someone close may be at risk, or the reader grieves: a smaller pointer beside the answer. */
  support?: Support;
  /** The card rests on the model's reading alone, no pattern naming the danger (care-detect.ts). */
  byModel?: true;
}

/**
 * Care for a reader in crisis (issue 29): recognition (common/src/care, offline and fast) and the lines
 * for the reader's region from CARE_RESOURCES. Nothing is stored or logged about it: the caller gets
 * the assessment and shows it, and no analytics event records it.
 */
export const createCareService = (resources: readonly CareResource[]) => {
  const service = {
    /** `verses`: the passage open beside the question (chat), a verse of which it may quote. */
    assess: (
      question: string,
      languages?: string | readonly string[],
      verses?: readonly string[],
    ): CareAssessment => {
      const read = careOf(question, CARE_MODEL);
      const found = read?.byModel && verses && quotesAVerse(question, verses) ? null : read;
      const region = regionOf(languages);
      if (found)
        return {
          care: { kind: found.kind, resources: resourcesFor(resources, found.kind, region) },
          ...(found.byModel ? { byModel: true as const } : {}),
        };
      const support = supportOf(question, CARE_MODEL);
      return support
        ? { support: { kind: support, resources: resourcesFor(resources, support, region) } }
        : {};
    },
  };
  // The first assessment compiles the patterns (~80 ms): done here, at start-up, not on a reader's question.
  service.assess('');
  return service;
};

export type CareService = ReturnType<typeof createCareService>;
