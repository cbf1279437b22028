import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { showAnswer } from "./show-answer";

/** A server whose list answers wait until the test lets them go, each with the list as it was when asked. */
function slowServer() {
  let saved = ["old"];
  const waiting: (() => void)[] = [];
  let asked = 0;
  return {
    get asked() {
      return asked;
    },
    save(item: string) {
      saved = [...saved, item];
      return saved;
    },
    list() {
      asked++;
      const answer = saved;
      return new Promise<string[]>((resolve) => waiting.push(() => resolve(answer)));
    },
    /** The oldest request still waiting gets its answer. */
    answerNext() {
      waiting.shift()?.();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const KEY = ["orgs", "o1", "things"];

describe("showAnswer", () => {
  it("keeps a saved answer when a list asked before the save answers after it, and asks again", async () => {
    const client = new QueryClient();
    const server = slowServer();
    // A screen shows the list: its first request is under way when the save answers.
    const stop = new QueryObserver(client, { queryKey: KEY, queryFn: () => server.list() }).subscribe(() => {});
    await settle();
    expect(server.asked).toBe(1);

    // Someone else's change, then this person's save, whose answer is the one new item.
    server.save("theirs");
    server.save("new");
    showAnswer<string[]>(client, KEY, (list) => [...(list ?? []), "new"]);
    expect(client.getQueryData(KEY)).toEqual(["new"]);
    // The key is asked again at once, now that the save is in.
    expect(server.asked).toBe(2);
    // The answer from before both comes in late: it does not put "new" out of sight.
    server.answerNext();
    await settle();
    expect(client.getQueryData(KEY)).toEqual(["new"]);
    // The new request's answer: the list as the server holds it now, the other person's change too.
    server.answerNext();
    await settle();
    expect(client.getQueryData(KEY)).toEqual(["old", "theirs", "new"]);
    stop();
  });

  it("drops a late answer of a request no screen waits for (fetched ahead for field mode)", async () => {
    const client = new QueryClient();
    const server = slowServer();
    void client.prefetchQuery({ queryKey: KEY, queryFn: () => server.list() });
    await settle();
    server.save("new");
    showAnswer<string[]>(client, KEY, (list) => [...(list ?? []), "new"]);
    server.answerNext();
    await settle();
    expect(client.getQueryData(KEY)).toEqual(["new"]);
    // Marked old, so the next screen that shows it asks again.
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true);
  });

  it("only sets the answer when nothing is being asked", async () => {
    const client = new QueryClient();
    const server = slowServer();
    client.setQueryData(KEY, ["old"]);
    showAnswer<string[]>(client, KEY, (list) => [...(list ?? []), "new"]);
    await settle();
    expect(client.getQueryData(KEY)).toEqual(["old", "new"]);
    expect(server.asked).toBe(0);
  });
});
