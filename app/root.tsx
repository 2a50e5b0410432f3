import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "./components/footer";
import { Navbar } from "./components/navbar";
import { NotFound } from "./components/not-found";
import { Toaster } from "./components/toaster";
import * as ui from "./components/ui.css";
import { syncStoredUser, useSignedInUser } from "./lib/account";
import { useNonce } from "./lib/nonce";
import { oauthProviders, pageSessionMiddleware, signedInUser } from "./lib/session.server";
import { themeBootScript } from "./lib/theme";
import * as styles from "./root.css";
import "./styles/global.css";

export const meta: Route.MetaFunction = () => [
  { title: "Sentio AI: understand the tone of any text" },
  {
    name: "description",
    content: "Open-source sentiment and emotion analysis for text, documents and news, with a private mood journal.",
  },
];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const middleware: Route.MiddlewareFunction[] = [pageSessionMiddleware];

/** Who is signed in (from the session cookie) and which OAuth providers are on, for every page. */
export async function loader({ context }: Route.LoaderArgs) {
  return { user: await signedInUser(context), providers: oauthProviders(context) };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    // The boot script sets the theme class before hydration, so React must not "correct" it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <a href="#main" className={styles.skipLink}>
          Skip to content
        </a>
        <Navbar />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer />
        <Toaster />
        {/* Restores scroll on back/forward and scrolls every new route to the top. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Lets tests (and curious people) see when the page has become interactive.
  useEffect(() => {
    document.documentElement.dataset["hydrated"] = "true";
  }, []);
  const user = useSignedInUser();
  useEffect(() => syncStoredUser(user), [user]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className={ui.page} aria-labelledby="error-title">
      <h1 id="error-title" className={ui.pageTitle}>
        Something went wrong
      </h1>
      <p className={ui.lead}>
        {isRouteErrorResponse(error)
          ? `${error.status} ${error.statusText}`
          : "An unexpected error stopped this page from loading. Please try again."}
      </p>
      <a href="/" className={ui.button.primary}>
        Go to the home page
      </a>
    </section>
  );
}
