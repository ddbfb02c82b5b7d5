import { type ReactNode, useId } from "react";
import { Link } from "wouter";
import type { ReportedPost as Post } from "../../api/contract/report";
import { formatDate } from "../../lib/date-format";
import { t, tr } from "../../lib/i18n/translate";
import "./reports.css";

interface Props {
  post: Post;
  /** The viewer's country, for the date format. */
  country: string;
}

/**
 * A reported question, or a reported answer under the question it answers: its text, who wrote
 * it, when, and the product it is about. Text only, never HTML.
 */
export function ReportedPost({ post, country }: Props) {
  const heading = useId();

  return (
    <section aria-labelledby={heading} className="rv-dispute-section">
      <h2 id={heading}>{post.question ? t("The answer") : t("The question")}</h2>
      {post.question && (
        <div className="rv-reported-post__question">
          <p className="rv-dispute-muted">{t("In answer to the question")}</p>
          <p className="rv-dispute-text" dir="auto">
            {post.question.body}
          </p>
        </div>
      )}
      <p>
        {
          tr("By {name} · {date} · about {product}", {
            name: post.author_name,
            date: (
              <time key="date" dateTime={post.created_at}>
                {formatDate(post.created_at, country)}
              </time>
            ),
            product: (
              <Link key="product" href={`${post.product.internal_path}#questions`} dir="auto">
                {post.product.title}
              </Link>
            ),
          }) as ReactNode[]
        }
      </p>
      <p className="rv-dispute-text rv-reported-post__body" dir="auto">
        {post.body}
      </p>
    </section>
  );
}
