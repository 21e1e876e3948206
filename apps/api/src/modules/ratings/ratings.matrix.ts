import { only, type MatrixFixture, type MatrixRole, type MatrixRow } from '../../test/matrix';

/** Each role aims at the kind it could rate: candidates at `company`, everyone else at `candidate`. */
const targetFor = (f: MatrixFixture, role: MatrixRole) =>
  role === 'candidate' ? { targetType: 'company', targetId: f.company.user.id } : { targetType: 'candidate', targetId: f.candidate.user.id };

const raters = { anonymous: 401, candidate: 200, company: 200, otherCompany: 200, admin: 403 };

export const rows: MatrixRow[] = [
  {
    method: 'post',
    path: '/api/ratings',
    prepare: (f, role) => ({ body: { ...targetFor(f, role), rating: 4 } }),
    expect: raters,
  },
  {
    method: 'get',
    path: '/api/ratings/user',
    prepare: (f, role) => {
      const t = targetFor(f, role);
      return { url: `/api/ratings/user?targetId=${t.targetId}&targetType=${t.targetType}` };
    },
    expect: raters,
  },
  {
    method: 'get',
    path: '/api/ratings/target',
    prepare: (f) => ({ url: `/api/ratings/target?targetId=${f.candidate.user.id}&targetType=candidate` }),
    expect: only.signedIn(200),
  },
];
