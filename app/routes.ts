import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Screens that later issues build render routes/planned.tsx until then, saying so plainly.
const plannedPaths = ["analyze", "journal", "news", "news-listing", "dashboard"];

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("help", "routes/help.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("contact", "routes/contact.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("signup", "routes/signup.tsx"),
  // One screen at both paths of spec §2; the server's OAuth apps return to /auth/callback.
  route("auth/callback", "routes/oauth-callback.tsx", { id: "auth-callback" }),
  route("oauth-callback", "routes/oauth-callback.tsx", { id: "oauth-callback" }),
  route("user-profile", "routes/user-profile.tsx"),
  ...plannedPaths.map((path) => route(path, "routes/planned.tsx", { id: `planned-${path}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
