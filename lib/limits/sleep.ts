/** Resolves after `ms`: the one wait the background's pacers and retries share. */
export const sleep = (ms: number): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, ms));
