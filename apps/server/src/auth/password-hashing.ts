import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { Config } from "../config";

/**
 * Passwords are hashed with Better Auth's own scrypt (N=16384, r=16: about 100 ms on this kind of
 * machine) everywhere but in the API test suite, where every test signs people up and in and the
 * hashing alone took minutes of the CI run (decision 039). There the same scrypt runs at a cost of
 * N=1024, r=1, in the same "salt:key" form, so the sign-up, sign-in, reset and set-password paths
 * run unchanged; the browser journeys run the production server with the real cost.
 */
export function passwordHashingFor(config: Pick<Config, "NODE_ENV">) {
  if (config.NODE_ENV !== "test") return undefined;
  const derive = (password: string, salt: string) =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize("NFKC"), salt, 64, { N: 1024, r: 1, p: 1 }, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
  return {
    async hash(password: string) {
      const salt = randomBytes(16).toString("hex");
      return `${salt}:${(await derive(password, salt)).toString("hex")}`;
    },
    async verify({ hash, password }: { hash: string; password: string }) {
      const [salt, key] = hash.split(":");
      if (!salt || !key) return false;
      const expected = Buffer.from(key, "hex");
      const actual = await derive(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
