// An outsider's answer read to at most `maxBytes`: a declared length beyond it is refused before a byte
// is read, and a streamed body is cut off the moment it passes the bound, so a faulty or compromised
// server never fills the memory. Each adapter says, through its own error factory, what a too-large
// and a cut-off answer are (the video platform and the speech-to-text server type them differently).

export interface BoundedBodyErrors {
  tooLarge: () => Error;
  /** The body stopped arriving (the deadline, a dropped connection). */
  cutOff: (error: Error) => Error;
  /** Errors passed on as they are (the adapter's own, or the caller's cancellation). */
  passOn?: (error: unknown) => boolean;
}

export const readBoundedBody = async (
  res: Response,
  maxBytes: number,
  errors: BoundedBodyErrors,
): Promise<Buffer> => {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw errors.tooLarge();
  }
  const reader = res.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const tooLarge = Symbol('too large');
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge;
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error === tooLarge) throw errors.tooLarge();
    if (errors.passOn?.(error)) throw error;
    throw errors.cutOff(error as Error);
  }
  return Buffer.concat(chunks);
};
