// The footer: policy pages, social links and a back-to-top control. Below every page's fold, so its
// code loads as the reader nears it (FooterSlot.tsx), not with the page.
import { Link } from "wouter";
import { prefersReducedMotion } from "../../lib/browser/reduced-motion";
import { t } from "../../lib/i18n/translate";
import { ExternalLink } from "../../ui/ExternalLink";
import { ABOUT_PAGES, POLICY_PAGES, SOCIAL_LINKS } from "./footer-links";
import "./footer.css";

/** Back to the top smoothly (instantly under reduced motion), with focus on the header's first link. */
function backToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  document.querySelector<HTMLElement>("#search-navbar a[href]")?.focus({ preventScroll: true });
}

export default function Footer() {
  return (
    <footer className="rv-site-footer">
      <div className="rv-site-footer__inner">
        <div className="rv-site-footer__brand">
          <p className="rv-site-footer__name">
            <span aria-hidden="true">★ </span>
            {t("Reviews")}
          </p>
          <p>{t("Verified reviews of products and stores, with transparency and authenticity scores.")}</p>
        </div>
        <nav aria-label={t("About")}>
          <ul className="rv-site-footer__links">
            {ABOUT_PAGES.map((page) => (
              <li key={page.href}>
                <Link href={page.href}>{t(page.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("Policies")}>
          <ul className="rv-site-footer__links">
            {POLICY_PAGES.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{t(page.label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="rv-site-footer__heading" id="site-footer-social">
            {t("Follow us")}
          </p>
          <ul className="rv-site-footer__social" aria-labelledby="site-footer-social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href}>{t(link.label)}</ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="rv-site-footer__base">
        <p>{t("© {year} Reviews", { year: String(new Date().getFullYear()) })}</p>
        <button type="button" className="rv-button rv-button--secondary rv-button--small" onClick={backToTop}>
          <span aria-hidden="true">↑</span> {t("Back to top")}
        </button>
      </div>
    </footer>
  );
}
