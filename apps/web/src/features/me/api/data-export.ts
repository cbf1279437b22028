import { downloadFile } from "../../../lib/download";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";

/** My data (decision 054): everything Hulppost keeps about me, as a ZIP the browser saves. */
export const useDownloadMyData = (callbacks: MutationCallbacks<void, void>) =>
  useApiMutation(() => downloadFile("/api/me/data-export", "hulppost-gegevens.zip"), callbacks);
