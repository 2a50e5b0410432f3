import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { space } from "../styles/tokens";

export const section = style({ marginBottom: space.lg });

export const sectionTitle = style({ fontSize: "1.25rem", marginTop: 0, marginBottom: space.md });

export const action = style({ alignSelf: "flex-start", marginTop: space.sm });

export const dangerZone = style({ borderColor: vars.color.danger });

export const inlineForm = style({ margin: 0 });
