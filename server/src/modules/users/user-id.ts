import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Anonymous ids are `<uuid v4>.<HMAC-SHA256(secret, uuid)>`: unguessable (122 random bits) and
 * unforgeable without the server's secret, so a client cannot claim someone else's id by guessing.
 */
export const createUserIdSigner = (secret: string) => {
  const sign = (uuid: string) => createHmac('sha256', secret).update(uuid).digest('base64url');
  return {
    issue(): { uuid: string; token: string } {
      const uuid = randomUUID();
      return { uuid, token: `${uuid}.${sign(uuid)}` };
    },
    /** The uuid inside a token we issued, or undefined for anything malformed or forged. */
    verify(token: string): string | undefined {
      if (token.length > 200) return undefined;
      const [uuid, mac, extra] = token.split('.');
      if (!uuid || !mac || extra !== undefined || !UUID.test(uuid)) return undefined;
      const expected = Buffer.from(sign(uuid));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? uuid : undefined;
    },
    tokenFor: (uuid: string) => `${uuid}.${sign(uuid)}`,
  };
};

export type UserIdSigner = ReturnType<typeof createUserIdSigner>;
