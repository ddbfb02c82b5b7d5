import { fireEvent, render, screen } from "@testing-library/react";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ArbitratorFilters } from "../../src/features/arbitrator/ArbitratorFilters";
import { parseArbitratorQuery } from "../../src/features/arbitrator/list-query";
import { resetDom } from "../support/components/render";

const test = suite("arbitrator filters");
test.after.each(resetDom);

const search = "filters[status]=open&page=2";

test("a re-render with the same address keeps the filter being typed (regression)", () => {
  const onApply = () => {};
  const { rerender } = render(
    <ArbitratorFilters query={parseArbitratorQuery(search)} disputeTypes={[]} onApply={onApply} />,
  );
  const text = screen.getByLabelText("Text") as HTMLInputElement;
  fireEvent.change(text, { target: { value: "kettle" } });
  // The list re-renders (its data arrived): a new query object with the same values.
  rerender(<ArbitratorFilters query={parseArbitratorQuery(search)} disputeTypes={[]} onApply={onApply} />);
  assert.is((screen.getByLabelText("Text") as HTMLInputElement).value, "kettle");
});

test("a new address (back, a link) replaces the draft", () => {
  const onApply = () => {};
  const { rerender } = render(
    <ArbitratorFilters query={parseArbitratorQuery(search)} disputeTypes={[]} onApply={onApply} />,
  );
  fireEvent.change(screen.getByLabelText("Text"), { target: { value: "kettle" } });
  rerender(
    <ArbitratorFilters query={parseArbitratorQuery("filters[q]=mug")} disputeTypes={[]} onApply={onApply} />,
  );
  assert.is((screen.getByLabelText("Text") as HTMLInputElement).value, "mug");
  assert.is((screen.getByLabelText("Status") as HTMLSelectElement).value, "");
});

test.run();
