export async function seed(): Promise<void> {}
