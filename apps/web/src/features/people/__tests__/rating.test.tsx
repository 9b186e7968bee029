/** Issue 38: nobody has reviewed yet reads "No reviews yet", not "0.0 out of 5 (0 reviews)". */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RatingStars } from "../components/rating";

describe("RatingStars", () => {
  it("says no reviews yet when there are none", () => {
    const { container } = render(<RatingStars value={0} count={0} />);
    expect(container).toHaveTextContent(/^No reviews yet$/);
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });
  it("gives the score and the count in the right number", () => {
    const { container } = render(<RatingStars value={4} count={1} />);
    expect(container).toHaveTextContent("Rated 4.0 out of 5 (1 review)");
  });
  it("a single review's stars (no count) still show its score", () => {
    const { container } = render(<RatingStars value={5} />);
    expect(container).toHaveTextContent("Rated 5.0 out of 5");
  });
});
