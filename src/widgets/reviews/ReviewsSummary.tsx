import type { WidgetData } from "../../api/contract/review";
import { activeLanguage, t } from "../../lib/i18n/translate";
import type { ReviewQuery } from "../../lib/review-query";
import { ExplainedMedal } from "../../ui/ExplainedMedal";
import { Stars } from "../../ui/Stars";
import { RatingHistogram } from "./RatingHistogram";

interface Props {
  data: WidgetData;
  active: number | null;
  hrefFor: (change: Partial<ReviewQuery>) => string;
  /** Default false: the count of questions links to the questions below (product and store pages). */
  linkQuestions?: boolean;
}

/** Average rating, number of reviews and questions, the histogram, and the scores with medals. */
export function ReviewsSummary({ data, active, hrefFor, linkQuestions }: Props) {
  const questions = t("{count, plural, one {# question} other {# questions}}", {
    count: data.number_of_questions,
  });
  const metrics = data.product_metrics;
  const average = new Intl.NumberFormat(activeLanguage(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(data.average_rating);
  return (
    <div className="rv-reviews-summary">
      <div className="rv-reviews-summary__score">
        <p className="rv-reviews-summary__average">{average}</p>
        <Stars rating={data.average_rating} size="lg" />
        <p className="rv-reviews-summary__count">
          {t("{count, plural, one {# review} other {# reviews}}", { count: data.number_of_reviews })}
          {data.number_of_questions > 0 && (
            <>
              {" · "}
              {linkQuestions ? <a href="#questions">{questions}</a> : questions}
            </>
          )}
        </p>
      </div>
      <RatingHistogram histogram={data.rating_histogram_data} active={active} hrefFor={hrefFor} />
      {metrics && (
        <ul className="rv-reviews-summary__medals" aria-label={t("Scores")}>
          <li>
            <ExplainedMedal kind="transparency" score={metrics.transparency_score} />
          </li>
          <li>
            <ExplainedMedal kind="authenticity" score={metrics.authenticity_score} />
          </li>
        </ul>
      )}
    </div>
  );
}
