// The header's search bar (§2 Search bar). The navbar places it; the app composes the two.
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";

export function SearchBar() {
  const [, navigate] = useLocation();
  const [q, setQ] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    if (text) navigate(`/reviews/search?q=${encodeURIComponent(text)}&page=1`); // §5: empty does not navigate
  };
  return (
    <search className="search-bar">
      <form onSubmit={submit}>
        <input
          type="search"
          aria-label="Search for product"
          placeholder="Search for product"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </form>
    </search>
  );
}
