import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { desktopMedia, space } from "../styles/tokens";

export const layout = style({
  display: "grid",
  gap: space.xl,
  "@media": { [desktopMedia]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1.2fr)", alignItems: "start" } },
});

export const formTitle = style({ fontSize: "1.3rem" });

export const counter = style({ margin: 0, fontSize: "0.85rem", color: vars.color.textMuted, textAlign: "end" });
