import type { ReactNode } from "react";
import { Link } from "wouter";
import { t } from "../lib/i18n/translate";
import { PATHS } from "../lib/routes";

interface Props {
  title: ReactNode;
  text: string;
  /** 'alert' when the message reports a failure; default none. */
  role?: "alert";
  /** The ways on before 'Back to home'. */
  children: ReactNode;
}

/** A screen that stands in for a page (not found, crashed): a heading, a line, ways on. */
export function ScreenMessage({ title, text, role, children }: Props) {
  return (
    <section className="rv-screen-message" role={role}>
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="rv-screen-message__actions">
        {children}
        <Link href={PATHS.home} className="rv-button rv-button--secondary">
          {t("Back to home")}
        </Link>
      </p>
    </section>
  );
}
