import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { radius, space } from "../styles/tokens";

const fadeIn = keyframes({ from: { opacity: 0, transform: "translateY(12px)" }, to: { opacity: 1, transform: "none" } });

export const hero = style({
  paddingBlock: `clamp(3rem, 10vw, 7rem)`,
  background: `linear-gradient(180deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  textAlign: "center",
  // The spec's landing animations last 600 ms.
  animation: `${fadeIn} 600ms ease-out both`,
});

export const heroTitle = style({ fontSize: "clamp(2.75rem, 8vw, 4.5rem)", fontWeight: 800, letterSpacing: "-0.02em" });
export const heroAccent = style({ color: vars.color.primary });
export const heroTagline = style({
  fontSize: "clamp(1.1rem, 2.5vw, 1.35rem)",
  color: vars.color.textMuted,
  maxWidth: "40rem",
  marginInline: "auto",
});
export const heroActions = style({ display: "flex", gap: space.md, justifyContent: "center", flexWrap: "wrap", marginTop: space.xl });

export const section = style({ paddingTop: space.section });
export const sectionTitle = style({ fontSize: "clamp(1.6rem, 3vw, 2.1rem)", outline: "none" });

const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  gap: space.lg,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const featureGrid = grid;
export const featureCard = style({ display: "flex", flexDirection: "column" });
export const featureLink = style({ marginTop: "auto", fontWeight: 600 });

export const demoGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))",
  gap: space.lg,
  marginTop: space.lg,
});
export const demoStatus = style({ color: vars.color.textMuted, fontSize: "0.95rem", margin: `${space.sm} 0` });
export const demoActions = style({ display: "flex", gap: space.md, flexWrap: "wrap", margin: `${space.md} 0` });

export const demoResultRegion = style({ marginTop: space.md });

// Only as tall as its note: stretched beside a long demo result it is a tall empty box.
export const chartCard = style({ position: "relative", margin: 0, alignSelf: "start" });
export const chartCaption = style({ fontWeight: 700, fontSize: "1.15rem", marginBottom: space.md });
export const previewBadge = style({
  position: "absolute",
  top: space.md,
  right: space.md,
  padding: `0 ${space.sm}`,
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: "0.85rem",
  fontWeight: 600,
});

export const steps = style([grid, { counterReset: "step" }]);
export const step = style({ position: "relative" });
export const stepNumber = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  marginBottom: space.sm,
});
