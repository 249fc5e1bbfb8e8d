import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.DoubleSerializer;
import org.apache.kafka.common.serialization.FloatSerializer;
import org.apache.kafka.common.serialization.IntegerSerializer;
import org.apache.kafka.common.serialization.LongSerializer;
import org.apache.kafka.common.serialization.Serializer;
import org.apache.kafka.common.serialization.ShortSerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.serialization.UUIDSerializer;

/**
 * Writes records with Kafka's own serializers, for the decoding tests: the console must read what
 * Java applications write with them. Run as a single source file on Kafka's classpath:
 *   java -cp '.deps/kafka/lib/*' TypedProducer.java <bootstrap> <topic> <keyType> <valueType>
 * Types: string, short, int, long, float, double, uuid. Reads "key<TAB>value" lines on stdin and
 * writes each to partition 0, in order; prints the offset of each.
 */
public class TypedProducer {
  static Serializer<?> serializer(String type) {
    switch (type) {
      case "string": return new StringSerializer();
      case "short": return new ShortSerializer();
      case "int": return new IntegerSerializer();
      case "long": return new LongSerializer();
      case "float": return new FloatSerializer();
      case "double": return new DoubleSerializer();
      case "uuid": return new UUIDSerializer();
      default: throw new IllegalArgumentException("unknown type " + type);
    }
  }

  static Object parse(String type, String text) {
    switch (type) {
      case "string": return text;
      case "short": return Short.parseShort(text);
      case "int": return Integer.parseInt(text);
      case "long": return Long.parseLong(text);
      case "float": return Float.parseFloat(text);
      case "double": return Double.parseDouble(text);
      case "uuid": return UUID.fromString(text);
      default: throw new IllegalArgumentException("unknown type " + type);
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  public static void main(String[] args) throws Exception {
    Properties props = new Properties();
    props.put("bootstrap.servers", args[0]);
    props.put("acks", "all");
    String topic = args[1];
    String keyType = args[2];
    String valueType = args[3];
    try (KafkaProducer producer =
        new KafkaProducer(props, (Serializer) serializer(keyType), (Serializer) serializer(valueType))) {
      BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      String line;
      while ((line = in.readLine()) != null) {
        if (line.isEmpty()) continue;
        String[] kv = line.split("\t", 2);
        Object key = parse(keyType, kv[0]);
        Object value = parse(valueType, kv[1]);
        long offset = ((org.apache.kafka.clients.producer.RecordMetadata)
            producer.send(new ProducerRecord(topic, 0, key, value)).get()).offset();
        System.out.println(offset);
      }
    }
  }
}
