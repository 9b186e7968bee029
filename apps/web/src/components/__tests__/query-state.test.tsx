import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http";
import { renderWithRouter } from "@/testing/render";
import { PagedList } from "../paged-list";
import { type QueryLike, QueryState } from "../query-state";

const pending: QueryLike<string[]> = { isPending: true, isError: false, error: null, data: undefined };
const failed: QueryLike<string[]> = {
  isPending: false,
  isError: true,
  error: new ApiError(503, "Network error. Check your connection."),
  data: undefined,
};
const loaded = <T,>(data: T): QueryLike<T> => ({ isPending: false, isError: false, error: null, data });

const list = (q: QueryLike<string[]>) =>
  renderWithRouter(
    <QueryState query={q} loading="Loading names..." empty={<p>No names yet.</p>}>
      {(names) => (
        <ul>
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe("QueryState", () => {
  it("while loading: a status that says what is loading, over a skeleton hidden from screen readers", () => {
    const { container } = list(pending);
    expect(screen.getByRole("status")).toHaveTextContent("Loading names...");
    expect(
      container.querySelector("[aria-hidden='true'] .animate-pulse, [aria-hidden='true'].animate-pulse"),
    ).not.toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("when it fails: the error's message as an alert, and no data", () => {
    list(failed);
    expect(screen.getByRole("alert")).toHaveTextContent("Network error. Check your connection.");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("a page's own error view gets the ApiError", () => {
    renderWithRouter(
      <QueryState query={failed} loading="Loading..." error={(e) => <p role="alert">Status {e.status}</p>}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Status 503");
  });

  it("an empty list shows the empty state; a list shows its items", () => {
    const { unmount } = list(loaded([]));
    expect(screen.getByText("No names yet.")).toBeInTheDocument();
    unmount();
    list(loaded(["Ada", "Bola"]));
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Ada", "Bola"]);
    expect(screen.queryByText("No names yet.")).toBeNull();
  });
});

describe("PagedList", () => {
  function Pages() {
    const [page, setPage] = useState(1);
    const reply = { data: [`Item ${page}`], meta: { last_page: 2, total: 2 } };
    return (
      <PagedList
        query={loaded(reply)}
        loading="Loading items..."
        empty={<p>Nothing.</p>}
        before={(r) => <p>{r.meta.total} items</p>}
        pager={{ page, onPage: setPage, label: "Item pages" }}
      >
        {(item) => <li key={item}>{item}</li>}
      </PagedList>
    );
  }

  it("lists the page's items with the count above and a pager that changes the page", async () => {
    renderWithRouter(<Pages />);
    expect(screen.getByText("2 items")).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("Item 1");
    const nav = screen.getByRole("navigation", { name: "Item pages" });
    await userEvent.setup().click(within(nav).getByRole("button", { name: "Next" }));
    expect(screen.getByRole("listitem")).toHaveTextContent("Item 2");
  });

  it("an empty page shows the empty state and no pager", () => {
    renderWithRouter(
      <PagedList
        query={loaded({ data: [] as string[], meta: { last_page: 1 } })}
        loading="Loading items..."
        empty={<p>Nothing.</p>}
        pager={{ page: 1, onPage: () => {}, label: "Item pages" }}
      >
        {(item) => <li key={item}>{item}</li>}
      </PagedList>,
    );
    expect(screen.getByText("Nothing.")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
