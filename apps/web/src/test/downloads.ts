/**
 * A fake server's side of a download test: answers a file after a moment, counting how many are
 * under way at once, and notes each file whose body was read to its end (the HTTP cache keeps only
 * a complete answer, so the warm-ups must read every body).
 */
export function slowFiles() {
  const read = new Set<string>();
  let open = 0;
  let widest = 0;
  const answer = async (url: string, fails = false) => {
    open++;
    widest = Math.max(widest, open);
    await new Promise((resolve) => setTimeout(resolve, 2));
    open--;
    if (fails) throw new TypeError("Failed to fetch");
    const response = new Response(`// ${url}`);
    const arrayBuffer = response.arrayBuffer.bind(response);
    response.arrayBuffer = () => {
      read.add(url);
      return arrayBuffer();
    };
    return response;
  };
  return { answer, read, widest: () => widest };
}
