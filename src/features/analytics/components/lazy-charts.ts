import { lazy } from 'react';

// recharts is about 100 KB: it downloads with this screen's charts, after its figures.
const charts = () => import('./charts');

export const WeeklyRequestsChart = lazy(() => charts().then((module) => ({ default: module.WeeklyRequestsChart })));
export const SignedRentChart = lazy(() => charts().then((module) => ({ default: module.SignedRentChart })));
export const RankingChart = lazy(() => charts().then((module) => ({ default: module.RankingChart })));
