/** The demo accounts the seed made, handed to each area's seeder (kept apart so seeders and the seed import no circle). */
export interface DemoUsers {
  companies: { id: number; email: string; name: string }[];
  candidates: { id: number; email: string; name: string }[];
}
