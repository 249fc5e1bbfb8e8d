import { can, KSQLDB_TABS, type KsqlDbTab, P } from '@console/contract';
import { Button, Tabs } from '@mantine/core';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { KsqlDbInfoTab } from './ksqldb-info-tab.tsx';
import { KsqlDbListTab } from './ksqldb-list-tab.tsx';

const LABELS: Record<KsqlDbTab, string> = {
  streams: 'Streams',
  tables: 'Tables',
  queries: 'Queries',
  info: 'Info',
};

/**
 * `/ui/{clusterId}/ksqldb/{ksqldbId}/{tab}` (spec §2.11): tabs streams, tables, queries and info, default
 * streams. The Execute buttons check P.KSQLDB.EXECUTE, the same constant the routes and the server check
 * (the spec's product misspelled it and hid them).
 */
export function KsqlDbPage() {
  const { cluster, roles } = useClusterContext();
  const params = useParams({ strict: false }) as { ksqldbId: string; tab?: string };
  const { search = '', page = 1 } = useSearch({ strict: false }) as { search?: string; page?: number };
  const navigate = useNavigate();
  const { ksqldbId } = params;
  const tab: KsqlDbTab = KSQLDB_TABS.includes(params.tab as KsqlDbTab)
    ? (params.tab as KsqlDbTab)
    : 'streams';
  const canExecute = can(roles, P.KSQLDB.EXECUTE);
  const go = (to: '/ui/$clusterId/ksqldb/$ksqldbId/query' | '/ui/$clusterId/ksqldb/$ksqldbId/statement') =>
    navigate({ to, params: { clusterId: cluster.id, ksqldbId } });

  return (
    <>
      <TitleBar title={`Stream SQL: ${ksqldbId}`}>
        {canExecute ? (
          <>
            <Button
              variant="light"
              onClick={() => go('/ui/$clusterId/ksqldb/$ksqldbId/query')}
              data-testid="ksqldb-open-query"
            >
              Execute a query
            </Button>
            <Button
              onClick={() => go('/ui/$clusterId/ksqldb/$ksqldbId/statement')}
              data-testid="ksqldb-open-statement"
            >
              Execute a statement
            </Button>
          </>
        ) : null}
      </TitleBar>
      <Tabs
        value={tab}
        onChange={(next) =>
          next &&
          navigate({
            to: '/ui/$clusterId/ksqldb/$ksqldbId/$tab',
            params: { clusterId: cluster.id, ksqldbId, tab: next },
            search: {},
          })
        }
        data-testid="ksqldb-tabs"
      >
        <Tabs.List>
          {KSQLDB_TABS.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
              {LABELS[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'info' ? (
        <KsqlDbInfoTab clusterId={cluster.id} ksqldbId={ksqldbId} />
      ) : (
        <KsqlDbListTab
          key={tab}
          clusterId={cluster.id}
          ksqldbId={ksqldbId}
          tab={tab}
          search={search}
          page={page}
          canExecute={canExecute}
          onSearch={(next) =>
            navigate({
              to: '/ui/$clusterId/ksqldb/$ksqldbId/$tab',
              params: { clusterId: cluster.id, ksqldbId, tab },
              search: { search: next.search || undefined, page: next.page },
            })
          }
        />
      )}
    </>
  );
}
