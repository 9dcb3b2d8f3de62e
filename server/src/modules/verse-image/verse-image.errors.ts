import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { MAX_IMAGE_CHARS, MAX_IMAGE_VERSES } from '../../../../common/src/verse-image-ref.ts';
import { defineError } from '../../lib/errors.ts';

export const tooLong = defineError(
  400,
  ErrorCode.verseImageTooLong,
  `A picture holds at most ${MAX_IMAGE_VERSES} verses and ${MAX_IMAGE_CHARS} characters. Please choose fewer verses.`,
);
export const invalidRef = defineError(
  400,
  ErrorCode.verseImageInvalidRef,
  'ref must name verses of one chapter of this translation, such as JHN.3.16 or JHN.3.16-18',
);
export const invalidStyle = defineError(
  400,
  ErrorCode.verseImageInvalidStyle,
  'style must be light, dark or parchment',
);
export const invalidSize = defineError(400, ErrorCode.verseImageInvalidSize, 'size must be square or story');
