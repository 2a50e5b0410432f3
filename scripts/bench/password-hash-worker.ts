// A Worker that only hashes passwords, for scripts/bench-password-hash.ts: the same module the
// API uses, bundled by wrangler and run in workerd as deployed code runs.
import { hashPassword, verifyPassword } from "../../worker/auth/password";

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const count = Math.min(1_000, Number(url.searchParams.get("n") ?? "1"));
    const stored = await hashPassword("Sunny!day7");
    for (let i = 0; i < count; i += 1) {
      if (!(await verifyPassword("Sunny!day7", stored))) return new Response("mismatch", { status: 500 });
    }
    return new Response(stored.split("$").slice(0, 2).join("$"));
  },
};
