// Share groups (KIP-932) and streams groups (KIP-1071) for the topic-list benchmark, made by Kafka's
// own clients in one JVM: each group gets one member that joins (a share consumer polls, a Kafka
// Streams application on group.protocol=streams reaches RUNNING) and leaves, so the group stays,
// empty, as a group an application used. Neither kind can be made by committing offsets, as the
// bench's consumer groups are. Each group reads its own topic, given as <id>=<topic> (a topic name
// has no '='), so the groups spread over the topics as applications' do, rather than all on one
// topic whose groups-of-topics answer then stands for no real cluster. Run from source (java 11+
// launches a single file):
//   java -cp '.deps/kafka/lib/*' bench/topic-list/Groups.java <bootstrap> share|streams <id>=<topic>...
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.kafka.clients.consumer.KafkaShareConsumer;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.kstream.Consumed;

public class Groups {
  public static void main(String[] args) throws Exception {
    String bootstrap = args[0];
    String kind = args[1];
    List<String> pairs = List.of(args).subList(2, args.length);
    ExecutorService pool = Executors.newFixedThreadPool(16);
    List<Future<?>> done = new ArrayList<>();
    for (String pair : pairs) {
      int at = pair.lastIndexOf('=');
      String id = pair.substring(0, at);
      String topic = pair.substring(at + 1);
      done.add(pool.submit(() -> {
        if (kind.equals("share")) share(bootstrap, topic, id);
        else streams(bootstrap, topic, id);
        return null;
      }));
    }
    for (Future<?> f : done) f.get();
    pool.shutdown();
  }

  static void share(String bootstrap, String topic, String id) {
    Properties p = new Properties();
    p.put("bootstrap.servers", bootstrap);
    p.put("group.id", id);
    p.put("key.deserializer", ByteArrayDeserializer.class.getName());
    p.put("value.deserializer", ByteArrayDeserializer.class.getName());
    try (KafkaShareConsumer<byte[], byte[]> consumer = new KafkaShareConsumer<>(p)) {
      consumer.subscribe(List.of(topic));
      // The first polls send the heartbeat that creates the group and assigns the member.
      for (int i = 0; i < 6; i++) consumer.poll(Duration.ofMillis(500));
    }
  }

  static void streams(String bootstrap, String topic, String id) throws Exception {
    Properties p = new Properties();
    p.put(StreamsConfig.APPLICATION_ID_CONFIG, id);
    p.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
    p.put(StreamsConfig.STATE_DIR_CONFIG, Files.createTempDirectory(id).toString());
    p.put("group.protocol", "streams");
    StreamsBuilder builder = new StreamsBuilder();
    builder.stream(topic, Consumed.with(Serdes.ByteArray(), Serdes.ByteArray())).foreach((k, v) -> {});
    KafkaStreams app = new KafkaStreams(builder.build(), p);
    app.start();
    long deadline = System.currentTimeMillis() + 60_000;
    while (app.state() != KafkaStreams.State.RUNNING && System.currentTimeMillis() < deadline) {
      Thread.sleep(100);
    }
    app.close(Duration.ofSeconds(30));
    app.cleanUp();
  }
}
