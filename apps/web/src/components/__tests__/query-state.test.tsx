import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http";
import { renderWithRouter } from "@/testing/render";
import { PagedList, PagedTable } from "../paged-list";
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

describe("PagedTable", () => {
  function Pages() {
    const [page, setPage] = useState(1);
    const reply = { data: [{ id: page, name: `Ada ${page}` }], meta: { last_page: 2, total: 2 } };
    return (
      <PagedTable
        query={loaded(reply)}
        loading="Loading accounts..."
        empty={<p>No accounts match.</p>}
        before={(r) => <p>{r.meta.total} accounts</p>}
        caption="Accounts"
        columns={[
          { label: "Name" },
          { label: "Joined", className: "text-right" },
          { label: "Actions", hidden: true },
        ]}
        minWidth="min-w-[40rem]"
        pager={{ page, onPage: setPage, label: "Accounts pages" }}
      >
        {(u) => (
          <tr key={u.id}>
            <td>{u.name}</td>
            <td>today</td>
            <td>
              <button type="button">Manage {u.name}</button>
            </td>
          </tr>
        )}
      </PagedTable>
    );
  }

  it("shows the page as a captioned table with its headers, the count above and a pager", async () => {
    renderWithRouter(<Pages />);
    const table = screen.getByRole("table", { name: "Accounts" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Name", "Joined", "Actions"]);
    expect(within(table).getByRole("columnheader", { name: "Joined" })).toHaveClass("text-right");
    expect(within(table).getByText("Actions")).toHaveClass("sr-only");
    expect(screen.getByText("2 accounts")).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /Ada 1/ })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Accounts pages" });
    await userEvent.setup().click(within(nav).getByRole("button", { name: "Next" }));
    expect(within(screen.getByRole("table")).getByRole("row", { name: /Ada 2/ })).toBeInTheDocument();
  });

  it("an empty page shows the empty state and no table", () => {
    renderWithRouter(
      <PagedTable
        query={loaded({ data: [] as { id: number }[], meta: { last_page: 1 } })}
        loading="Loading accounts..."
        empty={<p>No accounts match.</p>}
        caption="Accounts"
        columns={[{ label: "Name" }]}
        minWidth="min-w-[40rem]"
        pager={{ page: 1, onPage: () => {}, label: "Accounts pages" }}
      >
        {(u) => <tr key={u.id} />}
      </PagedTable>,
    );
    expect(screen.getByText("No accounts match.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
