// Layout shared by the text-heavy pages: About, Help Center, Privacy policy.
import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { desktopMedia, radius, space } from "../styles/tokens";

export const section = style({ marginTop: space.xxl });
export const prose = style({ maxWidth: "46rem", fontSize: "1.05rem" });
export const bullets = style({ paddingInlineStart: "1.25rem", display: "grid", gap: space.xs });

export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))",
  gap: space.lg,
});

export const stackList = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  gap: space.md,
  margin: 0,
});
export const stackItem = style({
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const stackName = style({ fontWeight: 700 });
export const stackRole = style({ margin: 0, color: vars.color.textMuted });

export const futureList = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  gap: space.lg,
});

export const withSidebar = style({
  display: "grid",
  gap: space.xl,
  "@media": { [desktopMedia]: { gridTemplateColumns: "15rem minmax(0, 1fr)" } },
});
