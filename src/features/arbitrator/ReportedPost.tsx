import { useId } from "react";
import { Link } from "wouter";
import type { ReportedPost as Post } from "../../api/types/report";
import { formatDate } from "../../lib/date-format";
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
  const kind = post.question ? "answer" : "question";
  return (
    <section aria-labelledby={heading} className="rv-dispute-section">
      <h2 id={heading}>The {kind}</h2>
      {post.question && (
        <div className="rv-reported-post__question">
          <p className="rv-dispute-muted">In answer to the question</p>
          <p className="rv-dispute-text">{post.question.body}</p>
        </div>
      )}
      <p>
        By {post.author_name} · <time dateTime={post.created_at}>{formatDate(post.created_at, country)}</time>{" "}
        · about <Link href={`${post.product.internal_path}#questions`}>{post.product.title}</Link>
      </p>
      <p className="rv-dispute-text rv-reported-post__body">{post.body}</p>
    </section>
  );
}
